import { useCallback, useEffect, useMemo, useRef } from "react";

/**
 * Preview URLs of chosen files: made when the admin picks a file, freed when it is replaced or
 * removed, and all freed when the form goes away.
 */
export function useImagePreviews() {
  const made = useRef(new Set<string>());

  useEffect(() => {
    const urls = made.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const create = useCallback((file: File) => {
    const url = URL.createObjectURL(file);
    made.current.add(url);
    return url;
  }, []);

  const release = useCallback((url: string | undefined) => {
    if (!url || !made.current.has(url)) return;
    URL.revokeObjectURL(url);
    made.current.delete(url);
  }, []);

  return useMemo(() => ({ create, release }), [create, release]);
}

export const isImageFile = (file: File) => file.type.startsWith("image/");
