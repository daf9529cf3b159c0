/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\./.test(address) || /^::ffff:127\./i.test(address);
}
