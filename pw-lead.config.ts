import base from "./playwright.config";
const servers = Array.isArray(base.webServer) ? base.webServer : [];
export default { ...base, webServer: servers.slice(0, 1).map((s) => ({ ...s, timeout: 300_000 })) };
