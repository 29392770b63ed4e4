import { projectCatalog } from "../../lib/casts";
import { loadSourcePack } from "../../lib/casts/node";
import { CATALOG_OPTIONS, catalogOptionsHelp, parseCommandArgs, takePositionals } from "../args";
import { jsonText, type Command } from "../command";
import { catalogSource, EXIT } from "../context";

export const catalogCommand: Command = {
  name: "catalog",
  summary: "Print the catalog JSON: every role and mode, with the pack's settings.",
  usage: "casts catalog [--pack <file>]",
  details: `Prints buildCatalog() as indented JSON, the same data as the site's /catalog.json:
{"roles": [{name, description, emits, body, config}...], "modes": [{name, description,
behaviors, conflicts_with}...]}. When packs/default.yaml cannot be read, every config is
null and a warning goes to stderr; a pack named by --pack or CASTS_PACK must load.

Options:
${catalogOptionsHelp(16, "pack")}
  -h, --help      show this help

Example:
  casts catalog > catalog.json`,
  run(args, context) {
    const { values, positionals } = parseCommandArgs("catalog", args, { pack: CATALOG_OPTIONS.pack });
    takePositionals("catalog", positionals, []);
    context.out(jsonText(projectCatalog(loadSourcePack(catalogSource(context, values)))));
    return EXIT.OK;
  },
};
