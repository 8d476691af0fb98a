// Time: O(1)  Space: O(1)
// The overhead benchmark's TypeScript solution: tsc's JavaScript, run as the JavaScript one is.
function sum(num1: number, num2: number): number {
    return num1 + num2;
}
