/**
 * Work that runs only while the page shows: `resume` now and each time the page is shown again, `pause`
 * each time it is hidden and when the returned stop is called (a background tab reads nothing).
 */
export function whileVisible(doc: Document, work: { resume(): void; pause(): void }): () => void {
  const onVisibility = () => (doc.hidden ? work.pause() : work.resume());
  onVisibility();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    work.pause();
  };
}
