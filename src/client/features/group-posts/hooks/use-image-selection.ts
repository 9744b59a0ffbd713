import { useEffect, useMemo, useState } from 'react';
import { addPickedImages } from '../utils/image-selection';

export interface ChosenImage {
  file: File;
  /** a blob: URL for the preview, released when the image is removed or the composer goes */
  previewUrl: string;
}

/** The images chosen for a new post, with previews and the reason when some picked files were left out. */
export function useImageSelection() {
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const images = useMemo<ChosenImage[]>(
    () => files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(() => () => images.forEach((image) => URL.revokeObjectURL(image.previewUrl)), [images]);

  return {
    images,
    problem,
    add(picked: File[]) {
      const result = addPickedImages(files, picked);
      setFiles(result.images);
      setProblem(result.problem);
    },
    remove(file: File) {
      setFiles((current) => current.filter((entry) => entry !== file));
      setProblem(null);
    },
    clear() {
      setFiles([]);
      setProblem(null);
    },
  };
}
