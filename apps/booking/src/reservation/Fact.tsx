// One term and its value in a details list (<dl className="booking-details">).
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
