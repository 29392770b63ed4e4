// A deterministic example value for a provider schema, as a model honouring that schema could send:
// every property filled (optional ones too), the first non-null branch of each union, and a JSON
// object text wherever the export encodes a free-form map as a string.
type Node = { [keyword: string]: unknown };

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function exampleFromSchema(schema: Node, encodedMaps: readonly string[] = [], path = ""): unknown {
  if (encodedMaps.includes(path)) return JSON.stringify({ ticket: "OPS-7", observed: 3 });
  if (Array.isArray(schema["anyOf"])) {
    const branch = schema["anyOf"].filter(isNode).find((candidate) => candidate["type"] !== "null");
    return branch ? exampleFromSchema(branch, encodedMaps, path) : null;
  }
  if (Array.isArray(schema["enum"])) return schema["enum"].find((value) => value !== null);
  const types = Array.isArray(schema["type"]) ? schema["type"] : [schema["type"]];
  const type = types.find((candidate) => candidate !== "null");
  switch (type) {
    case "object": {
      const properties = isNode(schema["properties"]) ? schema["properties"] : {};
      return Object.fromEntries(
        Object.entries(properties)
          .filter((entry): entry is [string, Node] => isNode(entry[1]))
          .map(([key, child]) => [
            key,
            exampleFromSchema(child, encodedMaps, path === "" ? key : `${path}.${key}`),
          ]),
      );
    }
    case "array": {
      const items = isNode(schema["items"]) ? schema["items"] : {};
      return [
        exampleFromSchema(items, encodedMaps, `${path}[]`),
        exampleFromSchema(items, encodedMaps, `${path}[]`),
      ];
    }
    case "number":
      return 0.25;
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "string":
      return `example ${path}`;
    default:
      return null;
  }
}
