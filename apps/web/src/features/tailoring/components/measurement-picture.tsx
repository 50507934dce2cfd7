import type { MeasurementField } from "@pallu/domain";

/** Where the tape goes for each measurement, drawn over the figure (a 100 × 110 box). */
const TAPE: Record<MeasurementField, string> = {
  bust: "M31 46 Q50 53 69 46",
  underBust: "M32 56 Q50 62 68 56",
  waist: "M33 84 Q50 90 67 84",
  shoulder: "M26 21 L74 21",
  armhole: "M33 22 Q24 30 30 40 Q36 31 33 22",
  sleeveLength: "M25 22 L20 47",
  sleeveRound: "M17 47 Q22 51 28 47",
  blouseLength: "M39 16 L39 84",
  frontNeckDepth: "M50 14 L50 27",
  backNeckDepth: "M50 14 L50 32",
};

/** The neckline the depth is taken to: the front's is shallow, the back's deeper. */
const NECKLINE: Partial<Record<MeasurementField, string>> = {
  frontNeckDepth: "M40 14 Q50 40 60 14",
  backNeckDepth: "M40 14 Q50 50 60 14",
};

/**
 * A small drawing of where to hold the tape for one measurement: a figure from neck to waist in
 * ink, the tape in maroon. The words beside it say the same, for a screen reader too.
 */
export function MeasurementPicture({ field }: { field: MeasurementField }) {
  return (
    <svg viewBox="0 0 100 110" width="52" height="57" aria-hidden="true" focusable="false" className="shrink-0 rounded-lg bg-ivory-deep">
      <path
        d="M44 6 V14 L26 21 L17 62 M56 6 V14 L74 21 L83 62 M32 36 L27 62 M68 36 L73 62 M32 36 L34 100 M68 36 L66 100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-ink-muted"
      />
      {NECKLINE[field] && <path d={NECKLINE[field]} fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="3 2" className="text-ink" />}
      <path d={TAPE[field]} fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" className="text-maroon" />
    </svg>
  );
}
