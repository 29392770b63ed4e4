import type { Metadata, Viewport } from "next";

import { SearchButton } from "@/components/search/search-button";
import { SearchDialogFrame } from "@/components/search/search-dialog-frame";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { ThemeScript } from "@/components/site/theme-script";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Casts Catalog", template: "%s · Casts Catalog" },
  description:
    "Browse LionAGI casts: 40 agent roles, 14 reasoning modes, their emission contracts and the default pack; compose profiles and copy the exact system message.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0d0f12" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript />
        {/* Production pages get their islands from postbuild/main.ts; the dev server from scripts/dev.ts. */}
        {process.env.NODE_ENV === "development" && <script type="module" async src="/_islands-dev/main.js" />}
        <noscript>
          {/* Islands that do nothing without JavaScript (search, filters) stay out of the way. */}
          <style>{"[data-js-only]{display:none!important}"}</style>
        </noscript>
      </head>
      <body className="bg-bg text-fg flex min-h-dvh flex-col antialiased">
        <SiteHeader search={<SearchButton />} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <SiteFooter />
        <SearchDialogFrame />
      </body>
    </html>
  );
}
