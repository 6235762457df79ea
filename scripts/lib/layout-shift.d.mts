export function installLayoutShiftObserver(): void;
export function layoutShift(): number;
