// Package seeker implements Content Seeker, the classification approach of
// Louvan, "Extracting the Main Content from Web Documents" (MSc thesis,
// TU Eindhoven 2009; seed 001): DOM segments are described by the features
// of §4.1.5, a C4.5 decision tree trained on labelled segments decides
// which hold the main content (§4.1.1–4.1.4), and heuristics (§4.2: LBS,
// SLS, TP) refine the result.
//
// Training is native only (package seeker/train, command `pith train`);
// this package only reads the trees, which are embedded in the binary
// (model_*.txt, < 200 KB together).
package seeker
