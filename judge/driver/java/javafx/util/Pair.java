package javafx.util;

import java.io.Serializable;

// javafx.util.Pair, which LeetCode's Java environment provides: an immutable key and value.
// equals, hashCode and toString behave as JavaFX's do ("key=value").
public class Pair<K, V> implements Serializable {
  private static final long serialVersionUID = 1L;

  private final K key;
  private final V value;

  public Pair(K key, V value) {
    this.key = key;
    this.value = value;
  }

  public K getKey() {
    return key;
  }

  public V getValue() {
    return value;
  }

  @Override
  public String toString() {
    return key + "=" + value;
  }

  @Override
  public int hashCode() {
    return key.hashCode() * 13 + (value == null ? 0 : value.hashCode());
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) return true;
    if (!(o instanceof Pair)) return false;
    Pair<?, ?> other = (Pair<?, ?>) o;
    if (key != null ? !key.equals(other.key) : other.key != null) return false;
    if (value != null ? !value.equals(other.value) : other.value != null) return false;
    return true;
  }
}
