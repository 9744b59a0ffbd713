/** Saves a file the way a download link would: the browser's own download, named after the file. */
export function downloadFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // the click has handed the file to the browser; the address is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
