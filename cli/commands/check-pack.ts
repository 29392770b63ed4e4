import { validatePack } from "../../lib/casts";
import { loadPack } from "../../lib/casts/node";
import { parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../context";

export const checkPackCommand: Command = {
  name: "check-pack",
  summary: "Validate a pack file against the catalog.",
  usage: "casts check-pack <file> [--json]",
  details: `Reads the pack YAML (ADR D4 shape) and checks it against the built-in roles and modes:
unknown roles or modes, default modes outside modes_allow, conflicting default modes, and
catalog roles without an entry.

Exit status:
  0  the pack is valid and has no findings (one OK line on stdout)
  1  the file cannot be read or parsed (one line on stderr), or it has findings
     (one line per finding on stdout, a count on stderr)

Options:
  --json      print {"file", "pack", "roles", "findings": [{code, role, mode?, message}]}
  -h, --help  show this help

Example:
  casts check-pack packs/default.yaml`,
  run(args, { out, err }) {
    const { values, positionals } = parseCommandArgs("check-pack", args, { json: { type: "boolean" } });
    const [file = ""] = takePositionals("check-pack", positionals, ["the pack file"]);
    const pack = loadPack(file);
    const findings = validatePack(pack);
    const roles = pack.roles().length;
    if (values.json) out(jsonText({ file, pack: pack.name, roles, findings }));
    else if (findings.length === 0) out(`${file}: OK (pack '${pack.name}', ${roles} roles, no findings)\n`);
    else out(findings.map((finding) => `${file}: ${finding.code}: ${finding.message}\n`).join(""));
    if (findings.length === 0) return EXIT.OK;
    err(
      `casts: ${file}: ${findings.length} ${findings.length === 1 ? "finding" : "findings"} in pack '${pack.name}'\n`,
    );
    return EXIT.INPUT;
  },
};
