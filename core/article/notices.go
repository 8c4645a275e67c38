package article

import "strings"

// isConsentNotice reports text about the site's cookies and the reader's
// consent (a consent banner's preferences panel): prose to SD, never the
// story or the page's list.
func isConsentNotice(lead string) bool {
	low := strings.ToLower(lead)
	if !strings.Contains(low, "cookie") && !strings.Contains(low, "personal information") && !strings.Contains(low, "personal data") {
		return false
	}
	for _, w := range []string{"consent", "preferences", "you agree", "if you agree", "accept", "opt out", "opt-out"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// isBrowserNotice reports text about the reader's browser ("best viewed in
// an up-to-date browser", "please enable JavaScript", "your browser is not
// supported"): a notice the site shows to old or script-less browsers,
// hidden by its style sheet, never the story.
func isBrowserNotice(lead string) bool {
	low := strings.ToLower(lead)
	if !strings.Contains(low, "browser") {
		return false
	}
	for _, w := range []string{"upgrade", "up-to-date", "update your", "enable javascript", "javascript is disabled",
		"javascript enabled", "style sheets", "best viewed", "not supported", "outdated", "unsupported"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// isLegalNotice reports text that opens like a site's footer notice (a
// copyright line, "all rights reserved"): dense prose to SD, never the
// story.
func isLegalNotice(lead string) bool {
	low := strings.ToLower(lead)
	return strings.Contains(low, "©") || strings.Contains(low, "copyright") || strings.Contains(low, "all rights reserved")
}
