import { optionalText, optionalTextList, text, textList } from "./fields";
import { defineEmissionModel } from "./model";

export const ExecutionPlan = defineEmissionModel({
  name: "ExecutionPlan",
  category: "planning / coordination",
  summary: "An ordered list of steps with what they wait on and how to tell they are done.",
  fields: {
    steps: textList("The steps in the order they should run."),
    dependencies: optionalTextList("Things outside the plan that must be in place before it starts."),
    exit_criteria: optionalText("The observable condition that marks the plan complete."),
  },
});

export const TaskAssignment = defineEmissionModel({
  name: "TaskAssignment",
  category: "planning / coordination",
  summary: "One unit of work handed to a named agent or role, with its inputs and finish line.",
  fields: {
    task: text("What the assignee must do, stated as an outcome."),
    assignee: text("The agent or role name that takes the task."),
    inputs: optionalTextList("Files, facts or artifacts the assignee starts from."),
    exit_criteria: optionalText("How the assignee knows the task is done."),
    depends_on: optionalTextList("Tasks that must finish before this one starts."),
    modes: optionalTextList(
      "Mode names to compose onto the assignee's role for this task, in prompt order; each must be a known mode and free of conflicts with the others.",
    ),
  },
});

export const DesignSpec = defineEmissionModel({
  name: "DesignSpec",
  category: "planning / coordination",
  summary: "The shape of a solution: its parts, the decisions that fix it, and the roads not taken.",
  fields: {
    summary: text("The design in a paragraph: what it is and the problem it solves."),
    components: optionalTextList("The parts of the design and what each owns."),
    decisions: optionalTextList("Choices made, each with the reason in a clause."),
    alternatives: optionalTextList("Designs considered and why they lost."),
  },
});
