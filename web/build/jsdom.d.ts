// jsdom ships no types and @types/jsdom is not installed: the one constructor
// the build uses (critical-css.ts).
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
