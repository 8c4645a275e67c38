package eval

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// pyRound is Python's round(x, ndigits) for floats: the exact binary value is
// rounded to ndigits decimals, ties to even. strconv's fixed-precision
// formatting rounds the exact value the same way.
func pyRound(x float64, ndigits int) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	r, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', ndigits, 64), 64)
	return r
}

// exactMean is Python's statistics.mean for floats: the sum is exact (as
// fractions) and the quotient is rounded once. A plain float sum can differ in
// the last bits, which matters when the result is then rounded at a tie.
func exactMean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	var sum, term big.Rat
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return naiveMean(xs)
		}
		sum.Add(&sum, term.SetFloat64(x))
	}
	sum.Quo(&sum, term.SetInt64(int64(len(xs))))
	mean, _ := sum.Float64()
	return mean
}

func naiveMean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// median is Python's statistics.median: the middle value, or the mean of the
// two middle values computed as (a + b) / 2.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// pyRepr formats a float as Python's repr does: the shortest digits that read
// back exactly, fixed notation for exponents in [-4, 16), a ".0" on whole
// numbers, and scientific notation with a two-digit exponent otherwise.
func pyRepr(x float64) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	sci := strconv.FormatFloat(x, 'e', -1, 64)
	exp, _ := strconv.Atoi(sci[strings.IndexByte(sci, 'e')+1:])
	if exp < -4 || exp >= 16 {
		return sci
	}
	fixed := strconv.FormatFloat(x, 'f', -1, 64)
	if !strings.ContainsRune(fixed, '.') {
		fixed += ".0"
	}
	return fixed
}
