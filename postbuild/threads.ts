// What the build's page threads run in `make build`: build/steps-bundle.mjs bundles this module alone
// (parse5 and the rewrite's few modules, no tsx), and pages.ts starts every thread on that bundle.
// ahead.ts and pages.ts each act on the job they find in `workerData`.
import "./ahead";
import "./pages";
