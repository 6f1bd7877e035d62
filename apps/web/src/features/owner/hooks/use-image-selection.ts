import { useCallback, useState } from 'react';
import { IMAGE_LIMITS, MSG } from '@basera/contract';
import { fileProblem, remainingSlots } from '../lib/image-rules';

export type SelectedImage = { key: string; file: File };
export type RejectedImage = { name: string; reason: string };

let nextKey = 0;

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * The photos chosen for upload. Each file is checked as it arrives (format, size); files beyond
 * the 8-photo limit, counting `existing`, are turned away with the limit's message.
 */
export function useImageSelection(existing: number) {
  const [selected, setSelected] = useState<SelectedImage[]>([]);
  const [rejected, setRejected] = useState<RejectedImage[]>([]);

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted: SelectedImage[] = [];
      const turnedAway: RejectedImage[] = [];
      let slots = remainingSlots(existing, selected.length);
      for (const file of files) {
        if ([...selected, ...accepted].some((item) => sameFile(item.file, file))) continue;
        const problem = fileProblem(file);
        if (problem) {
          turnedAway.push({ name: file.name, reason: problem });
        } else if (slots <= 0) {
          turnedAway.push({
            name: file.name,
            reason: existing === 0 ? MSG.imagesMaxNew : MSG.imagesMaxTotal,
          });
        } else {
          accepted.push({ key: `image-${nextKey++}`, file });
          slots -= 1;
        }
      }
      setSelected([...selected, ...accepted]);
      setRejected(turnedAway);
    },
    [existing, selected],
  );

  const remove = useCallback((key: string) => {
    setSelected((current) => current.filter((item) => item.key !== key));
    setRejected([]);
  }, []);

  const clear = useCallback(() => {
    setSelected([]);
    setRejected([]);
  }, []);

  return {
    selected,
    rejected,
    add,
    remove,
    clear,
    files: selected.map((item) => item.file),
    remaining: remainingSlots(existing, selected.length),
    max: IMAGE_LIMITS.maxOnUpload,
  };
}
