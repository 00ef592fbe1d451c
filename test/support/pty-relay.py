# Runs a command on a real pseudo-terminal (100x40) and relays: our stdin -> the terminal, the terminal -> our
# stdout. Exits with the command's exit code. Used by test/support/pty.ts to test interactive prompts.
import fcntl, os, pty, select, struct, sys, termios

pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 40, 100, 0, 0))
stdin_open = True
while True:
    watched = [fd, 0] if stdin_open else [fd]
    ready, _, _ = select.select(watched, [], [])
    if fd in ready:
        try:
            data = os.read(fd, 4096)
        except OSError:
            break  # the terminal closed: the command ended
        if not data:
            break
        os.write(1, data)
    if 0 in ready:
        data = os.read(0, 4096)
        if data:
            os.write(fd, data)
        else:
            stdin_open = False
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
