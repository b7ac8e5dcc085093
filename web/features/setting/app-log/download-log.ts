/** Saves a Blob as a file through a temporary object URL. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled; revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text (the lines the viewer holds) as a file. */
export function downloadText(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: "text/plain;charset=utf-8" }));
}
