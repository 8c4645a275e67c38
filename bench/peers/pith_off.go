//go:build nopith

package peers

// PithAvailable reports whether the pith column is compiled in: not with -tags nopith.
const PithAvailable = false
