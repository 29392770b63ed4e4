import { Profile, listModes } from "../lib/casts";
import { buildRuntimeMessage } from "../lib/casts/core/runtime-message";
import { loadPack } from "../lib/casts/node";
const pack = loadPack("packs/default.yaml");
const [role, ...modes] = process.argv.slice(2);
const profile = Profile.compose(role!, { modes });
console.log(buildRuntimeMessage(profile.buildSystemMessage(), pack.policy(role!)));
// count compositions
let n = 0;
for (const name of (await import("../lib/casts")).listRoles()) {
  const allow = pack.config(name)?.modesAllow ?? [];
  n += (allow.length ? allow : listModes()).length;
}
console.error(`compositions role×allowed mode: ${n}`);
