import Link from "next/link";

import { listRoles } from "@/lib/casts";

export default function HomePage() {
  return (
    <ul>
      {listRoles().map((name) => (
        <li key={name}>
          <Link href={`/roles/${name}`}>{name}</Link>
        </li>
      ))}
    </ul>
  );
}
