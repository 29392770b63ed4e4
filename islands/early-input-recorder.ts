// The recorder of islands/early-input.ts, apart from the replay so that the inline theme script
// (components/site/theme-script.tsx, server-rendered) takes it without the islands' browser code.

/** The global the inline script keeps the events in; main.ts clears it, and the recording stops. */
export const EARLY_INPUT = "__castsEarlyInput";
export const TRIGGERS = "[data-theme-toggle],[data-search-trigger]";

/** The recorder, for the inline theme script: clicks on the header's buttons, and printable keys and Backspace. */
export const RECORD_EARLY_INPUT = `var q=[];window.${EARLY_INPUT}=q;var r=function(v){if(window.${EARLY_INPUT}===q)q.push(v)};addEventListener("click",function(v){var t=v.target;if(t&&t.closest&&t.closest(${JSON.stringify(TRIGGERS)}))r(v)},true);addEventListener("keydown",function(v){if(v.key&&(v.key.length===1||v.key==="Backspace"))r(v)},true);`;
