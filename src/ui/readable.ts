/** What a shared component reads: a model's view (`state/view.ts`), by its shape; components never write it. */
export type Readable<T> = {
  readonly value: T;
  peek(): T;
};
