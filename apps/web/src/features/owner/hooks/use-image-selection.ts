import { useCallback, useState } from 'react';
import { IMAGE_LIMITS } from '@basera/contract';
import { fileProblem, overLimitProblem, remainingSlots } from '../lib/image-rules';

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
      for (const file of files) {
        const kept = [...selected, ...accepted];
        if (kept.some((item) => sameFile(item.file, file))) continue;
        // A good file that would take the listing past 8 photos is turned away too.
        const problem = fileProblem(file) ?? overLimitProblem(existing, kept.length + 1);
        if (problem) turnedAway.push({ name: file.name, reason: problem });
        else accepted.push({ key: `image-${nextKey++}`, file });
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
