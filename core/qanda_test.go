package core

import (
	"strings"
	"testing"
)

// oneAnswerQA is a Q&A page in the shape of Stack Exchange's templates: a
// QAPage whose question has a single answer, declared by microdata
// (itemprop=acceptedAnswer, itemtype Answer) inside a list of answers
// under a heading and sort controls, and a line of the question's activity
// whose dates link to the question ("Asked 2 years ago").
const oneAnswerQA = `<!DOCTYPE html><html itemscope itemtype="https://schema.org/QAPage" lang="en"><head><title>Why does my cron job not see my PATH? - Unix Answers</title></head><body>
<header><nav><a href="/">Unix Answers</a> <a href="/questions">Questions</a> <a href="/tags">Tags</a> <a href="/users">Users</a></nav></header>
<div id="content"><div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question">
<div id="question-header"><h1 itemprop="name"><a href="/questions/4711/why-does-my-cron-job-not-see-my-path">Why does my cron job not see my PATH?</a></h1></div>
<div class="activity"><div class="stat">Asked <a href="/questions/4711/?lastactivity"><time datetime="2023-02-10T08:00:00Z" title="2023-02-10 08:00:00Z">2 years, 9 months ago</time></a></div>
<div class="stat">Modified <a href="/questions/4711/?lastactivity" title="2023-02-11 09:30:00Z">2 years, 9 months ago</a></div><div class="stat">Viewed 1,204 times</div></div>
<div class="question" id="question" data-questionid="4711">
 <div class="votecell"><div class="vote-count" itemprop="upvoteCount" data-value="7">7</div></div>
 <div class="postcell"><div class="post-text" itemprop="text"><p>A script that runs fine from my shell fails under cron with "command not found" for every tool I installed under /usr/local/bin. The crontab line is a plain call of the script.</p><p>Why does cron not use the PATH my login shell has, and what is the clean way to give the script the tools it needs?</p></div>
 <div class="post-signature owner"><div class="user-action-time">asked <time datetime="2023-02-10T08:00:00Z">Feb 10, 2023 at 8:00</time></div>
 <div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/91/cron-curious" itemprop="name">cron_curious</a></div></div></div>
</div>
<div id="answers">
 <div id="answers-header"><h2>1 Answer</h2><label for="sort">Sorted by:</label><select id="sort"><option>Highest score (default)</option><option>Date created (oldest first)</option></select></div>
 <a name="4712"></a>
 <div id="answer-4712" class="answer accepted-answer" data-answerid="4712" itemprop="acceptedAnswer" itemscope itemtype="https://schema.org/Answer">
  <div class="votecell"><div class="vote-count" itemprop="upvoteCount" data-value="12">12</div></div>
  <div class="answercell"><div class="post-text" itemprop="text"><p>Cron starts jobs with a minimal environment: its PATH is only /usr/bin:/bin, and it reads none of your shell's startup files. Set PATH at the top of the crontab, or export it in the script itself before the first command.</p></div>
  <div class="post-signature"><div class="user-action-time">answered <time datetime="2023-02-10T09:15:00Z">Feb 10, 2023 at 9:15</time></div>
  <div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/17/tab-tamer" itemprop="name">tab_tamer</a></div></div></div>
 </div>
</div>
</div></div>
<div id="sidebar"><h4>Related</h4><ul><li><a href="/q/1">How do I run a script at boot?</a></li><li><a href="/q/2">Cron job runs twice</a></li></ul></div>
<footer><a href="/about">About</a> <a href="/legal">Legal</a></footer>
</body></html>`

// TestQuestionWithOneAnswer: a Q&A page whose question has one answer is
// read as the question and its answer: the answer its microdata declares
// is a post whole (not the answers' list with its heading and sort
// controls), at depth 0, and the line of the question's activity is no
// opening post (the link read as its author is its date).
func TestQuestionWithOneAnswer(t *testing.T) {
	res, err := Extract(oneAnswerQA, Options{URL: "https://unix.example/questions/4711/why-does-my-cron-job-not-see-my-path"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple {
		t.Fatalf("type %s, want M", res.Type)
	}
	if len(res.Posts) != 2 {
		t.Fatalf("%d posts, want the question and its answer: %+v", len(res.Posts), res.Posts)
	}
	q, a := res.Posts[0], res.Posts[1]
	if q.Author != "cron_curious" || !strings.Contains(q.Text, "fails under cron") {
		t.Errorf("first post by %q: %q, want the question by cron_curious", q.Author, cut(q.Text, 100))
	}
	if a.Author != "tab_tamer" || !a.Accepted || a.Depth != 0 || !strings.Contains(a.Text, "minimal environment") {
		t.Errorf("answer %+v, want tab_tamer's accepted answer at depth 0", a)
	}
	if strings.Contains(a.Text, "Sorted by") || strings.Contains(a.Text, "1 Answer") {
		t.Errorf("the answer holds the answers' heading and controls: %q", a.Text)
	}
	if res.Byline != "cron_curious" {
		t.Errorf("byline %q, want the question's author", res.Byline)
	}
}
