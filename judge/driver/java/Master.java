// LeetCode 843's interface: guess(word) is -1 for a word not in the case's words, else how many
// letters match the hidden secret's in place (LcjudgeApi).
public interface Master {
  public int guess(String word);
}
