import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink", transferMode: "ReturnAsStream" });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(2000);
const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
await cdp.send("Tracing.end");
const { stream } = await done;
let data = "";
for (;;) { const chunk = await cdp.send("IO.read", { handle: stream }); data += chunk.data; if (chunk.eof) break; }
const events = JSON.parse(data).traceEvents ?? JSON.parse(data);
const main = events.filter((e) => e.name === "RunTask" && e.dur > 0);
const pid = events.find((e) => e.name === "TracingStartedInBrowser")?.args?.data?.frames?.[0]?.processId;
const tasks = main.filter((e) => !pid || e.pid === pid).map((e) => e.dur / 1000).filter((d) => d > 10).sort((a, b) => b - a);
console.log("tasks>10ms", tasks.slice(0, 12).map((d) => d.toFixed(0)).join(" "), "sum", tasks.reduce((a, b) => a + b, 0).toFixed(0));
const byName = new Map();
for (const e of events) { if (e.ph === "X" && e.dur && (!pid || e.pid === pid) && ["EvaluateScript","v8.compile","FunctionCall","ParseHTML","UpdateLayoutTree","Layout","Paint","v8.run","TimerFire","EventDispatch","RunMicrotasks","v8.evaluateModule","HTMLDocumentParser::MaybeFetchQueuedPreloads","ScheduleStyleRecalculation","PrePaint","Commit"].includes(e.name)) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000); }
console.log([...byName.entries()].sort((a,b)=>b[1]-a[1]).map(([k,v])=>`${k}:${v.toFixed(0)}`).join("  "));
await browser.close();
