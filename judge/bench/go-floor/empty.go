// The Go floor of `judge bench`: a Go binary that does nothing, built as the judge builds a
// solution (go tool compile and link, stripped): the runtime's start alone.
package main

func main() {}
