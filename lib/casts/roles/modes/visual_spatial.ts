import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "visual-spatial",
  description: "Sketches entities, flows and distances as a diagram or grid and reads structure off it. Pre-reasoning. Pairs with systematic, framing and constraint-solving.",
  behaviors: "Before reasoning in prose, lay the problem out spatially: draw a small ASCII diagram, table or grid, or a box-and-arrow graph of components with data or control flow as directed edges. Place related things near each other and look for what the layout reveals: clusters, cycles, bottlenecks, empty regions, asymmetry. Then state those visual findings in words, since the reader may not render the sketch. Keep each diagram under about fifteen nodes and split larger ones by zoom level. If the diagram just mirrors the list of items and shows no relation the words did not already carry, the mode is failing: switch to systematic and enumerate the items in a table instead.\n",
});
