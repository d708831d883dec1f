// Keccak-256 (the hash Ethereum uses, not SHA3-256's padding) of a short byte string, for the EIP-55
// address checksum in format.ts. It is here, and not ethers' `getAddress`, because importing any of
// ethers puts its shared barrels, and with them most of ethers, on the first page (docs/testing.md,
// the home page's budget). Small inputs only: one block (at most 135 bytes); lanes are BigInts.
const LANE_MASK = (1n << 64n) - 1n;
const RATE_BYTES = 136;

const ROUND_CONSTANTS: bigint[] = [];
const ROTATIONS: number[] = [];
const PI_LANES: number[] = [];
// The round constants (a 7-bit LFSR) and the rho offsets and pi order, as the Keccak reference derives them.
for (let round = 0, lfsr = 1n, x = 1, y = 0; round < 24; round++) {
  [x, y] = [y, (2 * x + 3 * y) % 5];
  PI_LANES.push(x + 5 * y);
  ROTATIONS.push((((round + 1) * (round + 2)) / 2) % 64);
  let constant = 0n;
  for (let bit = 0; bit < 7; bit++) {
    lfsr = ((lfsr << 1n) ^ ((lfsr >> 7n) * 0x71n)) % 256n;
    if (lfsr & 2n) constant ^= 1n << ((1n << BigInt(bit)) - 1n);
  }
  ROUND_CONSTANTS.push(constant);
}

const rotateLeft = (lane: bigint, by: number): bigint =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & LANE_MASK;
const laneAt = (lanes: bigint[], index: number): bigint => lanes[index] ?? 0n;

function permute(state: bigint[]): void {
  for (const roundConstant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map(
      (x) =>
        laneAt(state, x) ^ laneAt(state, x + 5) ^ laneAt(state, x + 10) ^ laneAt(state, x + 15) ^ laneAt(state, x + 20),
    );
    for (let x = 0; x < 5; x++) {
      const theta = laneAt(columns, (x + 4) % 5) ^ rotateLeft(laneAt(columns, (x + 1) % 5), 1);
      for (let y = 0; y < 25; y += 5) state[x + y] = laneAt(state, x + y) ^ theta;
    }
    let carried = laneAt(state, 1);
    for (let step = 0; step < 24; step++) {
      const target = PI_LANES[step] ?? 0;
      const next = laneAt(state, target);
      state[target] = rotateLeft(carried, ROTATIONS[step] ?? 0);
      carried = next;
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5);
      for (let x = 0; x < 5; x++)
        state[y + x] = laneAt(row, x) ^ (~laneAt(row, (x + 1) % 5) & LANE_MASK & laneAt(row, (x + 2) % 5));
    }
    state[0] = laneAt(state, 0) ^ roundConstant;
  }
}

/** The Keccak-256 digest of `input` (at most 135 bytes), as 64 lower-case hex digits. */
export function keccak256Hex(input: Uint8Array): string {
  if (input.length >= RATE_BYTES) throw new RangeError('keccak256Hex hashes at most one block (135 bytes)');
  const block = new Uint8Array(RATE_BYTES);
  block.set(input);
  block[input.length] = 0x01;
  block[RATE_BYTES - 1] = (block[RATE_BYTES - 1] ?? 0) | 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
    let value = 0n;
    for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(block[lane * 8 + byte] ?? 0);
    state[lane] = value;
  }
  permute(state);
  let hex = '';
  for (let lane = 0; lane < 4; lane++) {
    const value = laneAt(state, lane);
    for (let byte = 0; byte < 8; byte++)
      hex += Number((value >> BigInt(8 * byte)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
  }
  return hex;
}
