import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

// Packs a folder of classes into a jar that depends on nothing but their bytes: entries sorted,
// every timestamp the same, no manifest, so the same classes always give the same jar. Written
// beside the target and renamed into place: never half-written.
final class LcjudgeJar {
  private static final LocalDateTime FIXED_TIME = LocalDateTime.of(1980, 1, 1, 0, 0);
  // Packages nest a few deep; a folder deeper than this is not a compiler's output.
  private static final int MAX_DEPTH = 32;

  private LcjudgeJar() {}

  static void pack(File jar, File classes) throws IOException {
    ArrayList<String> entries = new ArrayList<>();
    list(classes, "", entries, 0);
    String[] sorted = entries.toArray(new String[0]);
    Arrays.sort(sorted);
    File partial = new File(jar.getPath() + ".partial");
    try (JarOutputStream out = new JarOutputStream(new FileOutputStream(partial))) {
      for (String name : sorted) {
        ZipEntry entry = new ZipEntry(name);
        entry.setTimeLocal(FIXED_TIME);
        out.putNextEntry(entry);
        if (!name.endsWith("/")) out.write(Files.readAllBytes(new File(classes, name).toPath()));
        out.closeEntry();
      }
    } catch (IOException e) {
      partial.delete();
      throw e;
    }
    Files.move(partial.toPath(), jar.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static void list(File folder, String prefix, ArrayList<String> entries, int depth) throws IOException {
    if (depth > MAX_DEPTH) throw new IOException(folder + ": nested more than " + MAX_DEPTH + " deep");
    String[] names = folder.list();
    if (names == null) throw new IOException(folder + ": not a readable folder");
    for (String name : names) {
      File file = new File(folder, name);
      if (file.isDirectory()) {
        entries.add(prefix + name + "/");
        list(file, prefix + name + "/", entries, depth + 1);
      } else if (file.isFile()) {
        entries.add(prefix + name);
      }
    }
  }
}
