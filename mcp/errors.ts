/** A problem with the caller's input: the tool answers it as an error result (isError), never by crashing. */
export class ToolError extends Error {}
