// LeetCode 843's interface: guess(word) is -1 for a word not in the case's words, else how many
// letters match the hidden secret's in place. The secret stays in the judge, which answers the
// call (LcjudgeApi) and gives the case's answer from the guesses it answered.
public interface Master {
  public int guess(String word);
}
