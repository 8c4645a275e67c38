package eval

import "math/bits"

// lcsMaxTokens caps each side of an LCS computation. The bit-parallel
// algorithm costs len(pred)·len(gold)/64 word operations and one bit-vector of
// len(gold) bits per distinct shared token, so 50,000 tokens a side is at most
// about 4·10^7 operations and a few tens of MB for a pathological page; real
// articles are far shorter. Longer texts are cut to their first lcsMaxTokens
// tokens and the lengths used for precision and recall are cut the same way,
// so the ratios stay consistent.
const lcsMaxTokens = 50_000

// lcsLength returns the length of the longest common subsequence of a and b
// (sequences of token ids) with the bit-parallel algorithm of Allison and Dix
// (1986) as formulated by Hyyrö (2004): one bit per position of a; for each
// token of b, U = V & M[token], V = (V + U) | (V − U); the LCS length is the
// number of zero bits left in V. Exact, and 64 cells of the classic DP per
// machine operation.
func lcsLength(a, b []uint64) int {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	words := (len(a) + 63) / 64
	masks := matchMasks(a, b, words)
	v := make([]uint64, words)
	for i := range v {
		v[i] = ^uint64(0)
	}
	u := make([]uint64, words)
	for _, tok := range b {
		m, ok := masks[tok]
		if !ok {
			continue
		}
		stepLCS(v, u, m)
	}
	return len(a) - onesInPrefix(v, len(a))
}

// matchMasks returns, for each token of a that also occurs in b, the bit-vector
// of its positions in a.
func matchMasks(a, b []uint64, words int) map[uint64][]uint64 {
	inB := make(map[uint64]struct{}, len(b))
	for _, t := range b {
		inB[t] = struct{}{}
	}
	masks := map[uint64][]uint64{}
	for i, t := range a {
		if _, ok := inB[t]; !ok {
			continue
		}
		m := masks[t]
		if m == nil {
			m = make([]uint64, words)
			masks[t] = m
		}
		m[i/64] |= 1 << (i % 64)
	}
	return masks
}

// stepLCS applies V = (V + U) | (V − U) with U = V & M, over multi-word vectors.
func stepLCS(v, u, m []uint64) {
	for i := range v {
		u[i] = v[i] & m[i]
	}
	var carry, borrow uint64
	for i := range v {
		var sum, diff uint64
		sum, carry = bits.Add64(v[i], u[i], carry)
		diff, borrow = bits.Sub64(v[i], u[i], borrow)
		v[i] = sum | diff
	}
}

// onesInPrefix counts the set bits among the first n bits of v.
func onesInPrefix(v []uint64, n int) int {
	ones := 0
	for i := 0; i < n/64; i++ {
		ones += bits.OnesCount64(v[i])
	}
	if rem := n % 64; rem != 0 {
		ones += bits.OnesCount64(v[n/64] & (1<<rem - 1))
	}
	return ones
}
