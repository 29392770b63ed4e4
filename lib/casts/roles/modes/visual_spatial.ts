import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "visual-spatial",
  description:
    "Sketches entities, flows and distances as a diagram or grid and reads structure off it. Pre-reasoning. Pairs with systematic, framing and constraint-solving.",
  behaviors: `## Mode: Visual-Spatial

Before reasoning in prose, lay the problem out in space: a small ASCII diagram, a table or grid, or a box-and-arrow graph of components with data or control flow as directed edges. Place related things near each other and look for what the layout reveals: clusters, cycles, bottlenecks, empty regions, asymmetry. Then state those findings in words, because the reader may not render the sketch, and keep diagrams out of the fields of your reply unless a field asks for text of that kind. Keep each diagram under about fifteen nodes and split larger ones by zoom level. When a diagram only mirrors the list of items and shows no relation the words did not already carry, replace it with a plain table of the items and their attributes, or leave it out. ${MODE_YIELDS}
`,
};
