import path from "node:path";

import { buildCatalog, DEFAULT_PACK_PATH } from "../../lib/casts/node";
import { parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { EXIT } from "../context";

export const catalogCommand: Command = {
  name: "catalog",
  summary: "Print the catalog JSON: every role and mode, with the default pack's settings.",
  usage: "casts catalog",
  details: `Prints buildCatalog() as indented JSON, the same data as the site's /catalog.json:
{"roles": [{name, description, emits, body, config}...], "modes": [{name, description,
behaviors, conflicts_with}...]}. When packs/default.yaml cannot be read, every config is
null and a warning goes to stderr.

Options:
  -h, --help  show this help

Example:
  casts catalog > catalog.json`,
  run(args, { out, projectRoot }) {
    const { positionals } = parseCommandArgs("catalog", args, {});
    takePositionals("catalog", positionals, []);
    out(jsonText(buildCatalog({ packPath: path.join(projectRoot, DEFAULT_PACK_PATH) })));
    return EXIT.OK;
  },
};
