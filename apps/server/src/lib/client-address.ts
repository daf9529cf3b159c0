/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\./.test(address) || /^::ffff:127\./i.test(address);
}

/**
 * True only for a direct local caller: the socket is loopback, and any X-Forwarded-For entry is
 * loopback too. A request relayed by a local reverse proxy for a remote client is not local,
 * and a client cannot spoof its way in by sending the header itself.
 */
export function isLocalCaller(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
) {
  if (!socketAddress || !isLoopback(socketAddress)) return false;
  const forwarded = [forwardedFor ?? []].flat().flatMap((value) => value.split(','));
  return forwarded.every((address) => isLoopback(address.trim()));
}
