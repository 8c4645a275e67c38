package core

import (
	"strings"
	"testing"
)

// A comment section that holds only the comment system's own notices (a
// hidden error box, a moderation policy, an invitation) has no comments.
func TestCommentSystemNoticesAreNoComments(t *testing.T) {
	story := "<p>" + strings.Repeat("The harbour reopened after the storm and the ferries ran again. ", 10) + "</p>"
	notices := []string{
		`<div class="comment-error">Your comment could not be posted. Error type: The letters and numbers you entered did not match the image.</div>`,
		`<div class="comment-policy-box">We have made it easy to comment on posts, however we require civility and encourage full names.</div>`,
		`<div class="comments-cta">Open for comments. Sign in or create your account to join the conversation.</div>`,
	}
	for _, n := range notices {
		page := `<html><body><div class="post">` + story + `</div><div id="comments" class="comments">` + n + n + `</div></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Type != TypeArticle || len(res.Comments) != 0 {
			t.Errorf("type %s, %d comments for a section of notices %q", res.Type, len(res.Comments), n[:40])
		}
	}
}

func TestTrimSays(t *testing.T) {
	for in, want := range map[string]string{"Ann says:": "Ann", "Bo wrote:": "Bo", "Cy": "Cy", "Dee:": "Dee"} {
		if got := trimSays(in); got != want {
			t.Errorf("trimSays(%q) = %q", in, got)
		}
	}
}
