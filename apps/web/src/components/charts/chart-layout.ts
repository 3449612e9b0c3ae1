/**
 * Where the bars of a daily bar chart go: one column per day, bars up from the zero axis for a
 * win and down for a loss, the axis placed so the largest win and the largest loss both fit.
 * Amounts are only drawn here, never added up, so plain numbers do.
 */
export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the day labels below. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface BarLayout {
  x: number;
  width: number;
  /** The top edge and height of the bar; 0 high for a day without a win or a loss. */
  y: number;
  height: number;
  /** The column's whole span, for hovering. */
  columnX: number;
  columnWidth: number;
  /** Whether the day's label is drawn (labels are thinned out to fit). */
  labelled: boolean;
}

export interface ChartLayout {
  zeroY: number;
  /** The largest win and loss (as a positive number) the scale reaches. */
  maxUp: number;
  maxDown: number;
  bars: BarLayout[];
}

/** The narrowest room a day label needs. */
const LABEL_WIDTH = 44;

export function layoutChart(values: readonly number[], box: ChartBox): ChartLayout {
  const plotWidth = Math.max(1, box.width - box.left - box.right);
  const plotHeight = Math.max(1, box.height - box.top - box.bottom);
  const maxUp = Math.max(0, ...values);
  const maxDown = Math.max(0, ...values.map((value) => -value));
  const span = maxUp + maxDown;
  // With nothing won or lost, the axis sits in the middle.
  const zeroY = box.top + (span === 0 ? plotHeight / 2 : (plotHeight * maxUp) / span);
  const step = plotWidth / Math.max(1, values.length);
  const barWidth = Math.max(1, Math.min(step * 0.7, 48));
  const labelEvery = Math.max(1, Math.ceil(values.length / Math.max(1, plotWidth / LABEL_WIDTH)));
  const bars = values.map((value, index) => {
    const height = span === 0 ? 0 : (Math.abs(value) / span) * plotHeight;
    const columnX = box.left + index * step;
    return {
      x: columnX + (step - barWidth) / 2,
      width: barWidth,
      y: value > 0 ? zeroY - height : zeroY,
      height,
      columnX,
      columnWidth: step,
      // Count from the newest day, so today always has its label.
      labelled: (values.length - 1 - index) % labelEvery === 0,
    };
  });
  return { zeroY, maxUp, maxDown, bars };
}
