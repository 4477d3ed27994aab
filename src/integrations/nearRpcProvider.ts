// The only part of near-api-js we use, imported by name so the bundler can drop the rest (a dynamic
// import of the whole package keeps a Node-only `require("util")` that throws in a browser).
export { JsonRpcProvider } from 'near-api-js';
