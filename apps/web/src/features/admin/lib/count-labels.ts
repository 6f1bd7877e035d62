const numberFormat = new Intl.NumberFormat('en-IN');

/** '12 waiting for review'. */
export function waitingLabel(count: number): string {
  return `${numberFormat.format(count)} waiting for review`;
}

/** '1 open report', '3 open reports'. */
export function openReportsLabel(count: number): string {
  return `${numberFormat.format(count)} open report${count === 1 ? '' : 's'}`;
}
