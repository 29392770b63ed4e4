// The pack lab's inline script. The build renders the lab's box read-only (pack-lab-view.tsx): where no
// script runs, nothing would check or keep an edit. This script, right after the lab in the page
// (app/packs/lab/page.tsx; postbuild/ lets it through, postbuild/run.ts), makes the box editable as
// soon as the page is parsed, before any of the lab's code has arrived, so a pack pasted in early is
// still taken over when the lab wakes (app/packs/lab/pack-lab.react-island.tsx, which also unlocks it).
export const PACK_BOX_SCRIPT = `document.getElementById("pack-input")?.removeAttribute("readonly")`;
