// crewai: https://docs.crewai.com/en/concepts/agents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { crewaiReader } from "./read";
import { rules } from "./rules";
import { writeCrewAi } from "./write";

export const crewaiFormat: ExportFormat = {
  ...info,
  docs: ["https://docs.crewai.com/en/concepts/agents"],
  fields: [
    { name: "role", required: true, writes: "the profile name" },
    { name: "goal", required: true, writes: "D" },
    { name: "backstory", required: true, writes: "the instructions" },
    { name: "llm", required: false, writes: "the model, when given or set by the pack" },
  ],
  limits: {},
  write: writeCrewAi,
  rules,
  read: crewaiReader,
};
