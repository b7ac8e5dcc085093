/**
 * Saves text as a file through a temporary object URL. There is no download
 * route on the server, so the viewer saves the lines it holds.
 */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
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
