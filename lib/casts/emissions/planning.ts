import { optionalText, optionalTextList, text, textList } from "./fields";
import { defineEmissionModel } from "./model";

export const ExecutionPlan = defineEmissionModel({
  name: "ExecutionPlan",
  category: "planning / coordination",
  summary: "An ordered list of steps with what they wait on and how to tell they are done.",
  fields: {
    steps: textList(
      "The steps in the order they should run, each a verb-first action; a checkpoint where the plan may change course is a step of its own.",
    ),
    dependencies: optionalTextList(
      "What steps wait on: links between steps (e.g. 'step 4 needs step 2') and prerequisites from outside the plan such as access, data or a decision.",
    ),
    exit_criteria: optionalText(
      "The observable conditions that mark the plan complete; when the plan answers requirements, their acceptance criteria and what is out of scope.",
    ),
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
    depends_on: optionalTextList(
      "Other tasks, by their task text or an id, that must finish before this one starts.",
    ),
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
